ALTER TABLE "meal_plan_recipes" ADD COLUMN "leftovers_for_day" integer;--> statement-breakpoint
ALTER TABLE "meal_plan_recipes" ADD COLUMN "leftovers_from_day" integer;