CREATE TABLE "remote_access_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_access_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key_hash" text NOT NULL,
	"access_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_access_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "remote_session_recordings" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"cast" text NOT NULL,
	"size_bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"access_id" integer,
	"access_name" text NOT NULL,
	"protocol" text NOT NULL,
	"app" text NOT NULL,
	"device_id" integer,
	"device_name" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"via_key" boolean DEFAULT false NOT NULL,
	"auth_session_id" integer,
	"from_ip" text NOT NULL,
	"ticket_hash" text,
	"ticket_expires_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"bytes_in" bigint DEFAULT 0 NOT NULL,
	"bytes_out" bigint DEFAULT 0 NOT NULL,
	"end_reason" text,
	"has_recording" boolean DEFAULT false NOT NULL,
	CONSTRAINT "remote_sessions_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
ALTER TABLE "remote_access" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "remote_access" ADD COLUMN "secret_ciphertext" text;--> statement-breakpoint
ALTER TABLE "remote_access" ADD COLUMN "has_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_access" ADD COLUMN "has_private_key" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_access" ADD COLUMN "host_key_sha256" text;--> statement-breakpoint
ALTER TABLE "remote_access" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_access_keys" ADD CONSTRAINT "remote_access_keys_access_id_remote_access_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."remote_access"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_access_keys" ADD CONSTRAINT "remote_access_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_session_recordings" ADD CONSTRAINT "remote_session_recordings_session_id_remote_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."remote_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_sessions" ADD CONSTRAINT "remote_sessions_access_id_remote_access_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."remote_access"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_sessions" ADD CONSTRAINT "remote_sessions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_sessions" ADD CONSTRAINT "remote_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_sessions" ADD CONSTRAINT "remote_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_access_keys_access_id_idx" ON "remote_access_keys" USING btree ("access_id");--> statement-breakpoint
CREATE INDEX "remote_sessions_company_id_id_idx" ON "remote_sessions" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "remote_sessions_access_id_idx" ON "remote_sessions" USING btree ("access_id");--> statement-breakpoint
CREATE INDEX "remote_sessions_user_id_idx" ON "remote_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "remote_sessions_device_id_idx" ON "remote_sessions" USING btree ("device_id");