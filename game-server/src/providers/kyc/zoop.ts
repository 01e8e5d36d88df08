import { randomUUID } from "node:crypto";
import type { AadhaarOtpVerdict, DigilockerStatus, KycOutcome, KycProvider } from "./types.ts";
import { KycUnavailableError } from "./types.ts";

export interface ZoopOptions {
  readonly baseUrl: string;
  readonly appId: string;
  readonly apiKey: string;
  readonly timeoutMs?: number;
}

const CONSENT = { consent: "Y", consent_text: "I hereby declare my consent agreement for fetching my information via ZOOP API" } as const;

/** The parts of Zoop's reply envelope the adapter reads. */
interface ZoopReply {
  success?: boolean;
  response_code?: string | number;
  response_message?: string;
  request_id?: string;
  result?: Record<string, unknown> | null;
}

/**
 * Zoop's identity API (app-id / api-key headers, `{ data, task_id }` bodies, replies with
 * `success`, `response_code`, `request_id`, `result`): PAN lite, Aadhaar offline-KYC OTP, and the
 * DigiLocker gateway. HTTP 4xx replies are the provider saying no; 5xx and network failures are
 * `KycUnavailableError`.
 */
export function zoopKyc(options: ZoopOptions): KycProvider {
  const call = async (path: string, data: Record<string, unknown>): Promise<{ status: number; reply: ZoopReply }> => {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method: "POST",
        headers: { "content-type": "application/json", "app-id": options.appId, "api-key": options.apiKey },
        body: JSON.stringify({ mode: "sync", data: { ...data, ...CONSENT }, task_id: randomUUID() }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new KycUnavailableError(`Zoop unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status >= 500) throw new KycUnavailableError(`Zoop answered ${response.status}`);
    try {
      return { status: response.status, reply: (await response.json()) as ZoopReply };
    } catch {
      throw new KycUnavailableError("Zoop answered something that is not JSON");
    }
  };
  const str = (v: unknown): string => (typeof v === "string" ? v : "");
  const reasonOf = (reply: ZoopReply, fallback: string) => str(reply.response_message) || fallback;

  return {
    name: "zoop",
    async verifyPan({ pan, name, dob }): Promise<KycOutcome<{ requestId: string; nameOnPan: string }>> {
      const { reply } = await call("/api/v1/in/identity/pan/lite", { customer_pan_number: pan, pan_holder_name: name, customer_dob: dob });
      const result = reply.result ?? {};
      const status = str(result["pan_status"]).toUpperCase();
      if (!reply.success || (status !== "" && status !== "VALID" && status !== "E")) {
        return { ok: false, reason: reasonOf(reply, "PAN verification failed") };
      }
      return { ok: true, requestId: str(reply.request_id), nameOnPan: str(result["user_full_name"]) || name.toUpperCase() };
    },
    async requestAadhaarOtp({ aadhaar, name }): Promise<KycOutcome<{ requestId: string }>> {
      const { reply } = await call("/in/identity/okyc/otp/request", { customer_aadhaar_number: aadhaar, name_to_match: name });
      const sent = reply.result?.["is_otp_sent"];
      if (!reply.success || !reply.request_id || sent === false) return { ok: false, reason: reasonOf(reply, "Aadhaar OTP could not be sent") };
      return { ok: true, requestId: reply.request_id };
    },
    async verifyAadhaarOtp({ requestId, otp }): Promise<AadhaarOtpVerdict> {
      const { reply } = await call("/in/identity/okyc/otp/verify", { request_id: requestId, otp });
      if (!reply.success) {
        const message = reasonOf(reply, "Aadhaar verification failed");
        // Zoop reports a mistyped OTP with its own code; it is a retry, not a failed KYC.
        if (/otp/i.test(message) && /invalid|incorrect|wrong/i.test(message)) return { kind: "wrong_otp", attemptsLeft: -1 };
        return { kind: "failed", reason: message };
      }
      const result = reply.result ?? {};
      const masked = str(result["user_aadhaar_number"]);
      return { kind: "verified", name: str(result["user_full_name"]), last4: masked.slice(-4) };
    },
    async startDigilocker({ redirectUrl }) {
      const { reply } = await call("/api/v1/in/identity/digilocker/init", { redirect_url: redirectUrl });
      const url = str(reply.result?.["url"]);
      if (!reply.success || !reply.request_id || !url) throw new KycUnavailableError(reasonOf(reply, "DigiLocker could not be started"));
      return { requestId: reply.request_id, url };
    },
    async digilockerStatus({ requestId }): Promise<DigilockerStatus> {
      const { reply } = await call("/api/v1/in/identity/digilocker/status", { request_id: requestId });
      const result = reply.result ?? {};
      const state = str(result["status"]).toUpperCase();
      if (state === "PENDING" || state === "INITIATED") return { kind: "pending" };
      if (state === "CONSENT_DENIED" || state === "DENIED") return { kind: "denied" };
      if (!reply.success || state !== "COMPLETED") return { kind: "failed", reason: reasonOf(reply, "DigiLocker verification failed") };
      const aadhaar = (result["aadhaar"] ?? {}) as Record<string, unknown>;
      return { kind: "verified", name: str(aadhaar["name"]), last4: str(aadhaar["masked_number"]).slice(-4) };
    },
  };
}
