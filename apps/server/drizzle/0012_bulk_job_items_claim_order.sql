DROP INDEX "bulk_job_items_job_state_idx";--> statement-breakpoint
CREATE INDEX "bulk_job_items_job_state_device_idx" ON "bulk_job_items" USING btree ("job_id","state","device_id");