import type { invoicePdfSchema } from '@takt/shared/schemas/invoices';
import { apiRequest, ApiError, type ApiAnswer } from '../../../lib/api-client.ts';
import { readStoredToken } from '../../../lib/auth-storage.ts';

/**
 * Downloads an invoice's PDF: GET /api/invoices/{id}/pdf names the file (made on first request),
 * then the bytes come with the session's token and are saved under the invoice's name.
 */
export async function downloadInvoicePdf(id: number, fileName: string): Promise<void> {
  const { url } = await apiRequest<ApiAnswer<typeof invoicePdfSchema>>(`/api/invoices/${id}/pdf`);
  const token = readStoredToken();
  const response = await fetch(url, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    throw new ApiError(response.status, {
      message: 'PDF računa nije dostupan.',
      code: 'not_found',
    });
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
