import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { pendingRequestsAtom } from "../api/pending.ts";
import { useTranslation } from "react-i18next";
import { COMMON } from "../i18n/common.ts";

/** Quick replies finish before this, so the loader does not flash on every click. */
const SHOW_AFTER_MS = 200;

/** The full-screen loader of SPEC.md section 2: shown while requests run, blocking double submits. */
export function FullScreenLoader() {
  const pending = useAtomValue(pendingRequestsAtom) > 0;
  const { t } = useTranslation(COMMON);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!pending) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  return createPortal(
    <div className={`loader${pending ? " loader--active" : ""}${visible ? " loader--visible" : ""}`} aria-hidden={!visible} data-testid="loader">
      {visible && (
        <div className="loader__box" role="status">
          <span className="loader__spinner" aria-hidden="true" />
          <span className="visually-hidden">{t("loading")}</span>
        </div>
      )}
    </div>,
    document.body,
  );
}
