ALTER TABLE "devices" ADD COLUMN "uptime_s" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "ports" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "ports_scanned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "network" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "l2tp_summary" smallint;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "esim_profiles" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "monitoring" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "connection_code" smallint;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "connection_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "device_events_device_kind_at_idx" ON "device_events" USING btree ("device_id","kind","at","id");