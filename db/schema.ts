// The tables. Secrets are stored only as hashes; rows that belong to a member go with them.
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    zodiacSign: text("zodiac_sign"),
    // The member's IANA time zone for their day's transits and mail; null means their own
    // chart's place's zone, or SITE_TIME_ZONE without one (app/members/member-zone.server.ts).
    timeZone: text("time_zone"),
    // The GeoNames id of the town the member chose the zone by, to name it back to them.
    timeZonePlace: integer("time_zone_place"),
    // "scrypt$N$r$p$salt$hash": the parameters travel with the hash so they can change.
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Emails are lower-cased before they get here; the index makes concurrent sign-ups safe.
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
);

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the cookie's token, so a leaked table opens no sessions.
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_id").on(t.userId)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_resets_user_id").on(t.userId)],
);

export const subscribers = pgTable(
  "subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    // Carried in every mail's confirm and unsubscribe links; it can do nothing else.
    token: text("token").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscribers_email_unique").on(t.email),
    uniqueIndex("subscribers_token_unique").on(t.token),
  ],
);

export const dailySends = pgTable(
  "daily_sends",
  {
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  // One reading per subscriber per day, however often send-daily runs.
  (t) => [uniqueIndex("daily_sends_subscriber_day").on(t.subscriberId, t.day)],
);

// A member's saved birth charts: the chart page's own query (birth date, time, place id, house
// system), which recasts the chart, under the name the member gave it. Birth data is personal:
// it goes with the account.
export const savedCharts = pgTable(
  "saved_charts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    query: text("query").notNull(),
    // The member's own chart, read for their day's transits: at most one per member.
    own: boolean("own").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("saved_charts_user_id").on(t.userId),
    uniqueIndex("saved_charts_one_own")
      .on(t.userId)
      .where(sql`${t.own}`),
  ],
);

// A member's private calendar feed of their own transits: only the SHA-256 of its secret address
// is kept, one per member; a new address replaces the old, and the account's deletion ends it.
export const transitFeeds = pgTable("transit_feeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;
export type SavedChart = typeof savedCharts.$inferSelect;
export type Subscriber = typeof subscribers.$inferSelect;
