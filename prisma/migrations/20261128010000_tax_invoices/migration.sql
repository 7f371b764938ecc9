-- Tax invoices and credit notes (docs/payments.md#tax-invoices): numbered
-- gap-free by document_counters, one invoice per paid payment and one credit
-- note per completed refund (unique keys).

-- CreateTable
CREATE TABLE "document_counters" (
    "kind" VARCHAR(32) NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "document_counters_pkey" PRIMARY KEY ("kind")
);

-- CreateTable
CREATE TABLE "tax_invoices" (
    "id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "payment_id" VARCHAR(64) NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "seller_name" VARCHAR(200) NOT NULL,
    "seller_address" VARCHAR(300) NOT NULL,
    "seller_trn" VARCHAR(40) NOT NULL,
    "vat_rate_bp" INTEGER NOT NULL,
    "description" VARCHAR(500) NOT NULL,
    "quantity" INTEGER NOT NULL,
    "total_fils" INTEGER NOT NULL,
    "vat_fils" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'AED',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tax_invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_notes" (
    "id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "refund_id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "total_fils" INTEGER NOT NULL,
    "vat_fils" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "tax_invoices_number_key" ON "tax_invoices"("number");

-- CreateIndex
CREATE UNIQUE INDEX "tax_invoices_payment_id_key" ON "tax_invoices"("payment_id");

-- CreateIndex
CREATE INDEX "tax_invoices_issued_at_idx" ON "tax_invoices"("issued_at");

-- CreateIndex
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes"("number");

-- CreateIndex
CREATE UNIQUE INDEX "credit_notes_refund_id_key" ON "credit_notes"("refund_id");

-- CreateIndex
CREATE INDEX "credit_notes_invoice_id_idx" ON "credit_notes"("invoice_id");

-- CreateIndex
CREATE INDEX "credit_notes_issued_at_idx" ON "credit_notes"("issued_at");

-- AddForeignKey
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_fkey" FOREIGN KEY ("refund_id") REFERENCES "refunds"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "tax_invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- The VAT in a document is part of its total (prices include VAT).
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_vat_within_total"
    CHECK ("total_fils" >= 0 AND "vat_fils" >= 0 AND "vat_fils" <= "total_fils");
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_vat_within_total"
    CHECK ("total_fils" >= 0 AND "vat_fils" >= 0 AND "vat_fils" <= "total_fils");
