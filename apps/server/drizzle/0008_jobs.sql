CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"stage" text NOT NULL,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" "bytea",
	"result_id" uuid,
	"error_code" text,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_kind_stage_idx" ON "jobs" USING btree ("kind","stage","created_at");--> statement-breakpoint
CREATE INDEX "jobs_user_stage_idx" ON "jobs" USING btree ("user_id","kind","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plans_job_idx" ON "meal_plans" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_job_idx" ON "receipts" USING btree ("job_id");