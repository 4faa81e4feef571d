import { useState } from 'react';
import { Link } from 'react-router';
import { useKitchenReport } from '../../api/kitchen';
import { formatDate } from '../../ui/format-date';
import { Spinner } from '../../ui/spinner';
import { amountText, CHART, chartBars, SERIES, type Measure, type Series } from './kitchen-chart-bars';

const seriesStyle: Record<Series, { label: string; fill: string; swatch: string }> = {
  bought: { label: 'Bought', fill: 'fill-leaf-200', swatch: 'bg-leaf-200' },
  cooked: { label: 'Cooked or eaten', fill: 'fill-leaf-700', swatch: 'bg-leaf-700' },
  thrown: { label: 'Thrown away', fill: 'fill-tomato-500', swatch: 'bg-tomato-500' },
};

const shortDate = (day: string) => formatDate(day).replace(/, \d{4}$/, '');

/** Food bought, cooked and thrown away per week (by weight or by money), and what was thrown away most. */
export function KitchenChart() {
  const { data: report, isPending, isError } = useKitchenReport();
  const [measure, setMeasure] = useState<Measure>('grams');

  return (
    <section aria-labelledby="kitchen-chart-title" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="kitchen-chart-title" className="font-display text-xl font-bold text-leaf-900">
          Your kitchen, week by week
        </h2>
        <div role="group" aria-label="Measure" className="flex rounded-full border border-leaf-800/20 bg-white p-0.5 text-sm font-semibold">
          {(['grams', 'value'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={measure === option}
              onClick={() => setMeasure(option)}
              className={`rounded-full px-3 py-1 ${measure === option ? 'bg-leaf-800 text-white' : 'text-leaf-900'}`}
            >
              {option === 'grams' ? 'Weight' : 'Money'}
            </button>
          ))}
        </div>
      </div>
      {isPending ? (
        <Spinner className="mt-4 size-6 text-leaf-700" label="Loading your kitchen's weeks" />
      ) : isError ? (
        <p className="mt-3 text-sm text-red-800">Could not load your kitchen's weeks.</p>
      ) : (
        <Chart report={report} measure={measure} />
      )}
    </section>
  );
}

function Chart({ report, measure }: { report: NonNullable<ReturnType<typeof useKitchenReport>['data']>; measure: Measure }) {
  const { bars, max, slot } = chartBars(report.weeks, measure);
  const current = report.weeks.at(-1);
  if (max <= 0) {
    return (
      <p className="mt-4 rounded-2xl border border-dashed border-leaf-800/20 bg-white p-6 text-muted">
        Nothing in your kitchen yet. Put a receipt's food in it from{' '}
        <Link to="/receipts" className="font-semibold text-leaf-800 underline underline-offset-2">
          your receipts
        </Link>{' '}
        and this chart shows what you bought, cooked and threw away.
      </p>
    );
  }
  return (
    <div className="mt-4 rounded-2xl border border-leaf-800/10 bg-white p-4">
      <ul className="mb-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink">
        {SERIES.map((series) => (
          <li key={series} className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 rounded-sm ${seriesStyle[series].swatch}`} />
            {seriesStyle[series].label}
            {current && <span className="font-semibold">{amountText(current[series][measure], measure)} this week</span>}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="h-auto w-full" role="img" aria-labelledby="kitchen-chart-summary">
        <desc id="kitchen-chart-summary">
          {`Per week, ${measure === 'grams' ? 'by weight' : 'by money'}: ` +
            report.weeks
              .map((week) => `week of ${shortDate(week.week_start)}: bought ${amountText(week.bought[measure], measure)}, cooked ${amountText(week.cooked[measure], measure)}, thrown away ${amountText(week.thrown[measure], measure)}`)
              .join('; ')}
        </desc>
        <line x1={CHART.left} x2={CHART.width - CHART.right} y1={CHART.height - CHART.bottom} y2={CHART.height - CHART.bottom} className="stroke-leaf-800/30" />
        {bars.map((bar) => (
          <rect key={`${bar.series}-${bar.x}`} x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2} className={seriesStyle[bar.series].fill}>
            <title>{`${seriesStyle[bar.series].label}: ${amountText(bar.amount, measure)}`}</title>
          </rect>
        ))}
        {report.weeks.map((week, i) => (
          <text key={week.week_start} x={CHART.left + i * slot + slot / 2} y={CHART.height - 8} textAnchor="middle" className="fill-muted text-[11px]">
            {shortDate(week.week_start)}
          </text>
        ))}
      </svg>
      {report.most_thrown.length > 0 && (
        <div className="mt-4">
          <h3 className="font-semibold text-ink">Thrown away most</h3>
          <ol className="mt-1 space-y-1 text-sm text-muted">
            {report.most_thrown.map((food) => (
              <li key={food.ingredient}>
                <span className="font-semibold text-ink">{food.name}</span>: {amountText(food.grams, 'grams')}
                {food.value > 0 && `, ${amountText(food.value, 'value')}`} ({food.times} {food.times === 1 ? 'time' : 'times'})
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
