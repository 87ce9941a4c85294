/** Body of every 4xx/5xx API response. */
export interface ApiErrorBody {
  message: string;
  code: string;
  fieldErrors?: Record<string, string>;
}
