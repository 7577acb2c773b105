import { useToastStore } from '../pageState/toastStore';
import './ToastHost.css';

/** Shows the visible toast(s) top-right; each slides in and leaves on its own or when closed. */
export function ToastHost() {
  const visible = useToastStore((state) => state.visible);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div className="toast-host" aria-live="polite">
      {visible.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.tone}`}
          role={toast.tone === 'error' ? 'alert' : 'status'}
        >
          <span className="toast-message">{toast.message}</span>
          <button type="button" className="toast-close" onClick={() => dismiss(toast.id)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Dismiss</span>
          </button>
        </div>
      ))}
    </div>
  );
}
