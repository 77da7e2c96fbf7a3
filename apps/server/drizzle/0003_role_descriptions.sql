ALTER TABLE "roles" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "can_invite_roles" jsonb DEFAULT '[]'::jsonb NOT NULL;