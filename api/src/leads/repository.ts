// lead_submissions: every native lead form and quiz result, stored (never read back over HTTP).
import type { Queryable } from '../db/db.js';

export async function storeLead(db: Queryable, lead: {
  form: string; email: string | null; fields: Record<string, string>; utm: { utm_source?: string; utm_medium?: string; utm_campaign?: string };
}): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO lead_submissions (form, email, fields, utm_source, utm_medium, utm_campaign)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6) RETURNING id`,
    [lead.form, lead.email, JSON.stringify(lead.fields), lead.utm.utm_source ?? null, lead.utm.utm_medium ?? null, lead.utm.utm_campaign ?? null],
  );
  return Number(row!.id);
}
