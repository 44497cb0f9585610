CREATE TABLE "billing_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"number" text,
	"status" text NOT NULL,
	"product" text NOT NULL,
	"total" bigint NOT NULL,
	"amount_paid" bigint NOT NULL,
	"amount_remaining" bigint NOT NULL,
	"hosted_invoice_url" text,
	"invoice_pdf" text,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_sandbox_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"object" text NOT NULL,
	"customer" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD COLUMN "metered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_team_created_idx" ON "invoices" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "stripe_sandbox_events_pending_idx" ON "stripe_sandbox_events" USING btree ("next_attempt_at") WHERE "stripe_sandbox_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "stripe_sandbox_objects_kind_idx" ON "stripe_sandbox_objects" USING btree ("object","customer");