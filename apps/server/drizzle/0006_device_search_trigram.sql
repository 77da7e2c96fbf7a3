-- Substring search over a device's name, serial, MAC and IMEI (`GET /devices?q=`): one trigram
-- GIN index over the four joined with a newline (no search text holds one, so a match never spans
-- two fields). pg_trgm lower-cases its trigrams, so the index serves ILIKE '%…%'. The server's
-- condition repeats this expression exactly (resources/devices/deviceSearchText.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "devices_search_trgm_idx" ON "devices" USING gin (("name" || E'\n' || "serial" || E'\n' || "mac" || E'\n' || coalesce("imei", '')) gin_trgm_ops);--> statement-breakpoint
-- Keyset sorts of the device list on nullable columns: a cursor needs a value on every row, so
-- these sort by the column with a not-null stand-in (empty text, the weakest signal, the
-- southernmost latitude, "never seen" as -infinity) and the id; the list sorts by the same
-- expressions (resources/devices/deviceSorts.ts).
CREATE INDEX IF NOT EXISTS "devices_imei_sort_idx" ON "devices" USING btree ((coalesce("imei", '')), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "devices_signal_sort_idx" ON "devices" USING btree ((coalesce("signal", -32768)), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "devices_operator_sort_idx" ON "devices" USING btree ((coalesce("operator", '')), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "devices_technology_sort_idx" ON "devices" USING btree ((coalesce("technology", '')), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "devices_ip_sort_idx" ON "devices" USING btree ((coalesce("ip", '')), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "devices_latitude_sort_idx" ON "devices" USING btree ((coalesce("latitude", -1000)), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "devices_last_seen_sort_idx" ON "devices" USING btree ((coalesce("last_seen_at", '-infinity'::timestamptz)), "id");--> statement-breakpoint
-- Not-null sorts the list lacked an index for, and the company scope's first page by id.
CREATE INDEX IF NOT EXISTS "devices_original_model_idx" ON "devices" USING btree ("original_model", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "devices_family_idx" ON "devices" USING btree ("family", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "devices_company_id_id_idx" ON "devices" USING btree ("company_id", "id");
