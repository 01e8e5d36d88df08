import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export interface TicketMedia {
  /** File name under `<DATA_DIR>/support/<ticket id>/`. */
  file: string;
  mime: string;
  kind: "image" | "video";
  size: number;
}

/** A reported problem. Only `inReview` tickets can be withdrawn by the player. */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    state: text("state", { enum: ["inReview", "inProgress", "resolved", "closed"] }).notNull().default("inReview"),
    media: jsonb("media").$type<TicketMedia[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("support_tickets_user_idx").on(t.userId, t.createdAt)],
);

/** A message from the contact form, for the operator; visitors may send one too. */
export const contactQueries = pgTable("contact_queries", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  ip: text("ip").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp("handled_at", { withTimezone: true }),
});
