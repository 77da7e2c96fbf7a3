CREATE TABLE "approved_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approved_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"serial" text NOT NULL,
	"mac" text NOT NULL,
	"comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_job_items" (
	"job_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_job_items_job_id_device_id_pk" PRIMARY KEY("job_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bulk_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"channel" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_commands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"device_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"job_id" integer,
	"state" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_data_usage" (
	"device_id" integer NOT NULL,
	"day" date NOT NULL,
	"sim_slot" smallint NOT NULL,
	"rx_bytes" bigint DEFAULT 0 NOT NULL,
	"tx_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "device_data_usage_device_id_day_sim_slot_pk" PRIMARY KEY("device_id","day","sim_slot")
);
--> statement-breakpoint
CREATE TABLE "device_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "device_positions" (
	"device_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed" real,
	"altitude" real,
	"heading" real,
	"satellites" smallint,
	"source" text DEFAULT 'gps' NOT NULL,
	CONSTRAINT "device_positions_device_id_at_pk" PRIMARY KEY("device_id","at")
);
--> statement-breakpoint
CREATE TABLE "device_samples" (
	"device_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"signal" smallint,
	"rsrp" smallint,
	"rsrq" smallint,
	"sinr" smallint,
	"temperature" real,
	"cpu_load" real,
	"memory_used" real,
	CONSTRAINT "device_samples_device_id_at_pk" PRIMARY KEY("device_id","at")
);
--> statement-breakpoint
CREATE TABLE "device_samples_hourly" (
	"device_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"samples" integer NOT NULL,
	"signal_avg" real,
	"signal_min" smallint,
	"signal_max" smallint,
	"temperature_avg" real,
	"temperature_min" real,
	"temperature_max" real,
	"cpu_load_avg" real,
	"memory_used_avg" real,
	CONSTRAINT "device_samples_hourly_device_id_hour_pk" PRIMARY KEY("device_id","hour")
);
--> statement-breakpoint
CREATE TABLE "device_tags" (
	"device_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "device_tags_device_id_tag_id_pk" PRIMARY KEY("device_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "family" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "firmware_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "imei" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "operator" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "technology" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "signal" smallint;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "iccid" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "sim_slot" smallint;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "location_source" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "located_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "io" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "data_used_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "data_month" date;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "ingest_token_hash" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "ingest_token_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "credit_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approved_devices" ADD CONSTRAINT "approved_devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_job_items" ADD CONSTRAINT "bulk_job_items_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_data_usage" ADD CONSTRAINT "device_data_usage_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_positions" ADD CONSTRAINT "device_positions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_samples" ADD CONSTRAINT "device_samples_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_samples_hourly" ADD CONSTRAINT "device_samples_hourly_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tags" ADD CONSTRAINT "device_tags_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tags" ADD CONSTRAINT "device_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approved_devices_serial_idx" ON "approved_devices" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "bulk_job_items_job_state_idx" ON "bulk_job_items" USING btree ("job_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_jobs_channel_idx" ON "bulk_jobs" USING btree ("channel");--> statement-breakpoint
CREATE INDEX "bulk_jobs_user_id_idx" ON "bulk_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "device_commands_device_state_idx" ON "device_commands" USING btree ("device_id","state");--> statement-breakpoint
CREATE INDEX "device_events_device_at_idx" ON "device_events" USING btree ("device_id","at","id");--> statement-breakpoint
CREATE INDEX "device_tags_tag_id_idx" ON "device_tags" USING btree ("tag_id","device_id");--> statement-breakpoint
CREATE INDEX "devices_family_model_idx" ON "devices" USING btree ("family","model","id");--> statement-breakpoint
CREATE INDEX "devices_firmware_order_idx" ON "devices" USING btree ("firmware_order","id");--> statement-breakpoint
CREATE INDEX "devices_last_seen_at_idx" ON "devices" USING btree ("last_seen_at","id");--> statement-breakpoint
CREATE INDEX "devices_data_used_bytes_idx" ON "devices" USING btree ("data_used_bytes","id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_ingest_token_hash_idx" ON "devices" USING btree ("ingest_token_hash");--> statement-breakpoint
-- Rows written before this migration: the family is the model's leading letters that name one
-- (device-capabilities' MODEL_FAMILIES), the firmware order the last three numbers of the
-- version of the firmware string (RUT9_R_00.07.06.10 → 7·10000 + 6·100 + 10; RUTX_R_00.07.00 → 70000).
UPDATE "devices" SET "family" = coalesce(substring(upper("model") from '^(ATRM|RUT|TRB|TSW|TAP|OTD|SWM|DAP|TCR)'), ''),
  "firmware_order" = coalesce((
    SELECT (m[2])::int * 10000 + (m[3])::int * 100 + coalesce((m[4])::int, 0)
    FROM regexp_match("firmware", '_(\d+)\.(\d+)\.(\d+)(?:\.(\d+))?$') AS m WHERE m IS NOT NULL
  ), 0);
