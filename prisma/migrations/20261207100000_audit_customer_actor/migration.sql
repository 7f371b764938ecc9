-- The audit log's third actor: a customer's own action (lib/audit recordAudit).
ALTER TYPE "AuditActor" ADD VALUE IF NOT EXISTS 'CUSTOMER';
