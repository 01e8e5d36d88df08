import { useEffect } from "react";
import { BRAND } from "../config/brand.ts";

/** Sets the page title per page (SPEC.md section 2): "About Us | Rummy". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND.name}` : `${BRAND.name}: play Indian rummy online`;
  }, [title]);
}
