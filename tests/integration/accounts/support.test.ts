import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, registerPlayer, type TestPlayer } from "../../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { dbOf, one } from "./support.ts";

/** SPEC.md section 7 "Support": problem reports with attachments, and the contact form. */

let platform: TestPlatform;
let player: TestPlayer;
beforeAll(async () => {
  platform = await bootTestPlatform("account_support");
  player = await registerPlayer(platform.url);
});
afterAll(async () => platform?.close());

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1];
const MP4 = [0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0];

/** A file whose first bytes are `magic`, padded with zeros to `size` bytes. */
function file(magic: number[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(magic);
  return bytes;
}

function report(fields: Record<string, string>, files: { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string }[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append("aMedia", new Blob([f.bytes], { type: f.type ?? "application/octet-stream" }), f.name);
  return form;
}

const fields = { eCategory: "Game play issue", sDescription: "The table froze after I declared.", sTitle: "Table froze" };

interface Ticket {
  _id: string;
  eCategory: string;
  sTitle: string;
  sDescription: string;
  eState: string;
  dCreatedDate: string;
  media: string[];
}

describe("problem reports", () => {
  it("a report with an image and a video is stored, listed, opened and its files served", async () => {
    const png = file(PNG, 2048);
    // The declared type and name lie: the first bytes decide.
    const res = await player.client.upload<Ticket>(
      "/support/addTicket",
      report(fields, [
        { name: "shot.png", bytes: png, type: "image/png" },
        { name: "clip.txt", bytes: file(MP4, 4096), type: "text/plain" },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Report submitted successfully.");
    const ticket = res.body.data;
    expect(ticket).toMatchObject({ eCategory: "Game play issue", sTitle: "Table froze", eState: "inReview" });
    expect(ticket.media).toEqual([`/api/v1/support/media/${ticket._id}/1.png`, `/api/v1/support/media/${ticket._id}/2.mp4`]);
    const stored = join(platform.database.dataDir, "support", ticket._id, "1.png");
    expect(existsSync(stored)).toBe(true);
    expect(readFileSync(stored)).toEqual(Buffer.from(png));

    const list = await player.client.get<{ tickets: Ticket[]; count: { totalData: number } }>("/support/listTickets?size=10&pageIndex=0");
    expect(list.status).toBe(200);
    expect(list.body.data.count.totalData).toBeGreaterThanOrEqual(1);
    expect(list.body.data.tickets.map((t) => t._id)).toContain(ticket._id);

    const one = await player.client.get<Ticket>(`/support/getTicket/${ticket._id}`);
    expect(one.body.data).toEqual(ticket);

    const media = await fetch(`${platform.url}${ticket.media[0]}`, { headers: { authorization: player.client.token ?? "" } });
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(png);
  });

  it("pages through the list, newest first, index from 0", async () => {
    const p = await registerPlayer(platform.url);
    for (let i = 0; i < 3; i++) await p.client.upload("/support/addTicket", report({ ...fields, sTitle: `Report ${i}` }));
    const first = await p.client.get<{ tickets: Ticket[]; count: { totalData: number } }>("/support/listTickets?size=2&pageIndex=0");
    const second = await p.client.get<{ tickets: Ticket[]; count: { totalData: number } }>("/support/listTickets?size=2&pageIndex=1");
    expect(first.body.data.count.totalData).toBe(3);
    expect(first.body.data.tickets.map((t) => t.sTitle)).toEqual(["Report 2", "Report 1"]);
    expect(second.body.data.tickets.map((t) => t.sTitle)).toEqual(["Report 0"]);
    expect((await p.client.get("/support/listTickets?size=41&pageIndex=0")).status).toBe(400);
  });

  const refusals: { name: string; form: () => FormData; message: string }[] = [
    { name: "5 files", form: () => report(fields, Array.from({ length: 5 }, (_, i) => ({ name: `${i}.png`, bytes: file(PNG, 100) }))), message: "Please select only 4 files" },
    { name: "a text file", form: () => report(fields, [{ name: "notes.png", bytes: new TextEncoder().encode("just some text, not a picture"), type: "image/png" }]), message: "Please select Image(s) or Video(s)" },
    { name: "an image of 4048576 bytes", form: () => report(fields, [{ name: "big.jpg", bytes: file(JPEG, 4_048_576) }]), message: "Image size must be less than 4 MB" },
    { name: "a video of 15728640 bytes", form: () => report(fields, [{ name: "long.mp4", bytes: file(MP4, 15_728_640) }]), message: "Video size must be less than 15 MB" },
    { name: "no description", form: () => report({ eCategory: "Other" }), message: "Please describe the issue you have been facing" },
    { name: "a description over 200 characters", form: () => report({ eCategory: "Other", sDescription: "x".repeat(201) }), message: "Please describe the issue you have been facing" },
    { name: "a NUL byte in the description", form: () => report({ eCategory: "Other", sDescription: "broken\u0000table" }), message: "Please describe the issue you have been facing" },
    { name: "no issue", form: () => report({ sDescription: "Something broke" }), message: "Please select an issue" },
    { name: "an issue not in the list", form: () => report({ eCategory: "Free money", sDescription: "Something broke" }), message: "Please select an issue" },
  ];

  it.each(refusals)("refuses $name: '$message'", async ({ form, message }) => {
    const before = await one<{ n: number }>(platform, sql`SELECT count(*)::int AS n FROM support_tickets WHERE user_id = ${player.id}::uuid`);
    const res = await player.client.upload("/support/addTicket", form());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const after = await one<{ n: number }>(platform, sql`SELECT count(*)::int AS n FROM support_tickets WHERE user_id = ${player.id}::uuid`);
    expect(after?.n).toBe(before?.n);
  });

  it("says every one of those refusals in Hindi to a Hindi browser", async () => {
    const english: string[] = [];
    for (const { name, form } of refusals) {
      const res = await player.client.upload("/support/addTicket", form(), { "accept-language": "hi-IN,hi;q=0.9" });
      expect(res.status, name).toBe(400);
      if (!/[\u0900-\u097F]/.test(res.body.message)) english.push(`${name}: ${res.body.message}`);
    }
    expect(english).toEqual([]);
  });

  it("accepts the largest image and video allowed", async () => {
    const res = await player.client.upload<Ticket>(
      "/support/addTicket",
      report(fields, [
        { name: "a.jpg", bytes: file(JPEG, 4_048_575) },
        { name: "b.mp4", bytes: file(MP4, 15_728_639) },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.media).toHaveLength(2);
  });

  it("a JSON body is not a report", async () => {
    const res = await player.client.post("/support/addTicket", fields);
    expect(res.status).toBe(415);
  });

  it("only a report still in review can be cancelled; its files go with it", async () => {
    const created = await player.client.upload<Ticket>("/support/addTicket", report(fields, [{ name: "x.png", bytes: file(PNG, 64) }]));
    const id = created.body.data._id;
    const removed = await player.client.delete(`/support/remove/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Request cancelled successfully.");
    expect(existsSync(join(platform.database.dataDir, "support", id))).toBe(false);
    expect((await player.client.get(`/support/getTicket/${id}`)).status).toBe(404);

    const picked = await player.client.upload<Ticket>("/support/addTicket", report(fields));
    await dbOf(platform).execute(sql`UPDATE support_tickets SET state = 'inProgress' WHERE id = ${picked.body.data._id}::uuid`);
    const refused = await player.client.delete(`/support/remove/${picked.body.data._id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Only requests that are in review can be cancelled.");
  });
});

describe("contact us", () => {
  const query = { sName: " Ravi ", sEmail: "Ravi@Example.com", sSubject: "Withdrawal delay", sMessage: "My withdrawal has been pending since yesterday." };

  it("a visitor's query is stored for the operator", async () => {
    const res = await new ApiClient(platform.url).post("/support/contactus", query);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Your query has been raised successfully.");
    const row = await one<{ name: string; email: string; user_id: string | null }>(
      platform,
      sql`SELECT name, email, user_id FROM contact_queries WHERE subject = 'Withdrawal delay' AND user_id IS NULL ORDER BY created_at DESC LIMIT 1`,
    );
    expect(row).toEqual({ name: "Ravi", email: "ravi@example.com", user_id: null });
  });

  it("a player's query carries the account", async () => {
    expect((await player.client.post("/support/contactus", { ...query, sSubject: "From a player" })).status).toBe(200);
    const row = await one<{ user_id: string }>(platform, sql`SELECT user_id FROM contact_queries WHERE subject = 'From a player'`);
    expect(row?.user_id).toBe(player.id);
  });
});
