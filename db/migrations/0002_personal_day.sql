ALTER TABLE "saved_charts" ADD COLUMN "own" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_charts_one_own" ON "saved_charts" USING btree ("user_id") WHERE "saved_charts"."own";