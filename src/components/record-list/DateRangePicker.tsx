// The records' range: four presets and a custom range of two date fields, checked as the server
// checks it (date-range.ts) before it is asked for.

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { dhakaDay, PRESETS, presetRange, rangeProblem, type DateRange, type Preset } from './date-range';
import css from './RecordList.module.css';

export function DateRangePicker({ range, onChange }: { range: DateRange; onChange: (r: DateRange) => void }) {
  const { t } = useLingui();
  // A range a link opened with is its preset's, or custom.
  const [preset, setPreset] = useState<Preset>(() => PRESETS.find((p) => JSON.stringify(presetRange(p)) === JSON.stringify(range)) ?? 'custom');
  const [draft, setDraft] = useState(range);
  const labels: Record<Preset, string> = {
    today: t`Today`,
    yesterday: t`Yesterday`,
    last7: t`Last 7 days`,
    last30: t`Last 30 days`,
    custom: t`Custom`,
  };
  const problems = {
    order: t`The start must not be after the end.`,
    future: t`The end cannot be after today.`,
    tooLong: t`Choose at most 90 days.`,
    missing: t`Choose both dates.`,
  };
  const problem = rangeProblem(draft);
  const pick = (p: Preset) => {
    setPreset(p);
    if (p !== 'custom') onChange(presetRange(p));
  };
  return (
    <div class={css.range}>
      <div class={css.presets} role="group" aria-label={t`Date range`}>
        {PRESETS.map((p) => (
          <button key={p} type="button" aria-pressed={preset === p} onClick={() => pick(p)}>
            {labels[p]}
          </button>
        ))}
      </div>
      {preset === 'custom' && (
        <form
          class={css.custom}
          onSubmit={(e) => {
            e.preventDefault();
            if (!problem) onChange(draft);
          }}
        >
          <label>
            {t`From`}
            <input
              type="date"
              value={draft.startDate}
              max={dhakaDay(Date.now())}
              onInput={(e) => setDraft({ ...draft, startDate: e.currentTarget.value })}
            />
          </label>
          <label>
            {t`To`}
            <input
              type="date"
              value={draft.endDate}
              max={dhakaDay(Date.now())}
              onInput={(e) => setDraft({ ...draft, endDate: e.currentTarget.value })}
            />
          </label>
          <button type="submit" disabled={!!problem}>{t`Show`}</button>
          {problem && <p class={css.problem}>{problems[problem]}</p>}
        </form>
      )}
    </div>
  );
}
