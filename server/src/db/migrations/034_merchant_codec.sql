-- Which request-body codec a merchant's clients speak (issue 23, docs/accounts.md "Encrypted
-- bodies"): 'webcrypto' is this project's AES-256-GCM + RSA-OAEP codec; 'legacy' is the
-- platform's DES-ECB body with a textbook-RSA key header (platform reference §4), and DES-ECB
-- customer-service links (§5). Per merchant, so one server serves both kinds of client.
ALTER TABLE merchants ADD COLUMN codec TEXT NOT NULL DEFAULT 'webcrypto' CHECK (codec IN ('webcrypto', 'legacy'));
