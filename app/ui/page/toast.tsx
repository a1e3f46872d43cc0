import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import * as styles from "./toast.css";

/** How long a toast stays on screen (spec §9). */
export const TOAST_MS = 2000;

type ToastVariant = "default" | "destructive";

type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastFn = (options: ToastOptions) => void;

type ToastItem = ToastOptions & { id: number };

const ToastContext = createContext<ToastFn | null>(null);

/**
 * Holds the toasts of the page and renders them in a polite live region at the
 * bottom-right. The (empty) region is part of the server markup, so screen
 * readers already know it when the first toast arrives.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const toast = useCallback<ToastFn>(({ title, description, variant = "default" }) => {
    const id = ++nextId.current;
    setToasts((current) => [...current, { id, title, description, variant }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((item) => item.id !== id));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);

  return (
    <ToastContext.Provider value={toast}>
      {children}
      <ToastRegion toasts={toasts} />
    </ToastContext.Provider>
  );
}

function ToastRegion({ toasts }: { toasts: ToastItem[] }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="false" className={styles.region}>
      {toasts.map((item) => (
        <div key={item.id} className={styles.toast[item.variant ?? "default"]}>
          <p className={styles.title}>{item.title}</p>
          {item.description ? <p className={styles.description}>{item.description}</p> : null}
        </div>
      ))}
    </div>
  );
}

/** The `toast()` function of the nearest ToastProvider; throws outside one. */
export function useToast(): ToastFn {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast must be used within a ToastProvider");
  return value;
}
