-- The device search's text beside the device, in a narrow table that only a change of name,
-- serial, MAC or IMEI writes (schema.ts `deviceSearchTexts`): a search in the list's default
-- order walks it in id order instead of the wide device rows every heartbeat rewrites.
CREATE TABLE "device_search_texts" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "device_search_texts" ("device_id", "search_text") SELECT "id", "search_text" FROM "devices" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "device_search_texts" ADD CONSTRAINT "device_search_texts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Rare patterns (the end of a serial) go through its trigram index; its statistics at a thousand
-- entries, as for devices.search_text (migration 0013), for the planner to tell rare from common.
CREATE INDEX "device_search_texts_trgm_idx" ON "device_search_texts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "device_search_texts" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
-- New devices: one statement for all the rows an insert added (a seed's batch of thousands).
CREATE FUNCTION "device_search_texts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "device_search_texts" ("device_id", "search_text") SELECT "id", "search_text" FROM "added";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "devices_search_texts_insert" AFTER INSERT ON "devices" REFERENCING NEW TABLE AS "added"
	FOR EACH STATEMENT EXECUTE FUNCTION "device_search_texts_insert"();--> statement-breakpoint
-- A renamed device (or a new IMEI): only updates that set one of the four fields fire it, and only
-- a changed text writes (a report's update sets the IMEI, mostly to what it was: tested, not written).
CREATE FUNCTION "device_search_texts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "device_search_texts" SET "search_text" = NEW."search_text" WHERE "device_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "devices_search_texts_update" AFTER UPDATE OF "name", "serial", "mac", "imei" ON "devices"
	FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text")
	EXECUTE FUNCTION "device_search_texts_update"();--> statement-breakpoint
ANALYZE "device_search_texts";
