import type { ChartType } from 'chart.js';
import './chart-parts';
import { Chart, type ChartProps } from 'react-chartjs-2';

/**
 * A chart in a frame `height` pixels high that it fills. The canvas is an image to assistive
 * technology, named by `summary`, which is also its fallback content. Only the chart modules
 * loaded on demand import this file (it brings the chart library).
 */
export function FramedChart<TType extends ChartType>({
  summary,
  height,
  type,
  data,
  options,
}: Pick<ChartProps<TType, number[], string>, 'type' | 'data' | 'options'> & {
  summary: string;
  height: number;
}) {
  return (
    <div className="position-relative" style={{ height }}>
      <Chart
        type={type}
        data={data}
        options={options}
        role="img"
        aria-label={summary}
        fallbackContent={<p>{summary}</p>}
      />
    </div>
  );
}
