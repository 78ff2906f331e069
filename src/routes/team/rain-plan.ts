// The red envelope rain's summary, as the server will pay it (docs/agent-area.md, "Team and
// transfers"): in paisa, exactly. A split total gives each ⌊total / n⌋ and the remaining paisa one
// each to the first recipients in username order.

const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Taka as typed (`"12.5"`) in paisa, or null when it is no amount. */
export function toPaisa(text: string): number | null {
  const m = AMOUNT.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

export interface RainSummary {
  recipients: number;
  /** Paisa: the smallest and the largest share, and the total. */
  least: number;
  most: number;
  total: number;
}

export function rainSummary(paisa: number, recipients: number, split: boolean): RainSummary {
  if (!split) return { recipients, least: paisa, most: paisa, total: paisa * recipients };
  const least = Math.floor(paisa / recipients);
  return { recipients, least, most: paisa % recipients === 0 ? least : least + 1, total: paisa };
}
