import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { dismissToast, toastsAtom, type Toast } from "./toast-store.ts";
import { useTranslation } from "react-i18next";
import { COMMON } from "../i18n/common.ts";

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation(COMMON);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id]);

  return (
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === "error" ? "alert" : "status"}
      // Hovering or focusing a toast holds it, so nobody loses a message mid-sentence.
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__text">{toast.message}</span>
      <button type="button" className="toast__close" aria-label={t("actions.dismiss")} onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </div>
  );
}

/** The toast stack, above every modal and the loader so a message is never hidden. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return createPortal(
    <div className="toaster" aria-live="polite">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>,
    document.body,
  );
}
