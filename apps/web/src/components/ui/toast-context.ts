import { createContext, useContext } from 'react';

export type ToastType = 'success' | 'error' | 'info';

export interface ToastApi {
  show: (message: string, type?: ToastType) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows a toast for TOAST_DURATION_MS (spec §9). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside the ToastProvider');
  return api;
}
