// A Prometheus histogram counted in plain arrays. prom-client's labelled histogram validates and hashes the labels
// and turns the bucket's bound into a property name on every observation: a few microseconds and some garbage on
// each request, the API's hot path (docs/performance.md, "The API after the request ids and metrics"). Here a
// series is found once and then counted in a Float64Array; the registry reads it like any of its own metrics.
import type { Registry } from 'prom-client';

/** One line of the text format, as prom-client's registry reads it from a metric's `get()`. */
interface MetricLine {
  labels: Record<string, string | number>;
  value: number;
  metricName: string;
}

/** One combination of label values: its counts per bucket (not cumulative), their sum and their number. */
export class HistogramSeries {
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Readonly<Record<string, string>>,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length);
  }

  observe(value: number): void {
    this.sum += value;
    this.count += 1;
    const { bounds } = this;
    // A handful of bounds: a scan is quicker than a search, and the slow observations fall through to +Inf.
    for (let index = 0; index < bounds.length; index++) {
      if (value <= bounds[index]!) {
        this.counts[index]! += 1;
        return;
      }
    }
  }
}

export class CountedHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly all = new Map<string, HistogramSeries>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    // The registry asks a metric only for its name and its values (`get()`), which this class gives.
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  /** The series of these label values, made on first use; keep it and observe on it. */
  series(labels: Readonly<Record<string, string>>): HistogramSeries {
    const key = JSON.stringify(labels);
    let series = this.all.get(key);
    if (series === undefined) this.all.set(key, (series = new HistogramSeries(labels, this.bounds)));
    return series;
  }

  /** The text format's lines as prom-client's own histogram gives them: cumulative buckets, +Inf, sum, count. */
  get(): Promise<{ name: string; help: string; type: string; values: MetricLine[]; aggregator: string }> {
    const values: MetricLine[] = [];
    for (const series of this.all.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += series.counts[index]!;
        values.push({
          labels: { le: bound, ...series.labels },
          value: cumulative,
          metricName: `${this.name}_bucket`,
        });
      });
      values.push(
        { labels: { le: '+Inf', ...series.labels }, value: series.count, metricName: `${this.name}_bucket` },
        { labels: { ...series.labels }, value: series.sum, metricName: `${this.name}_sum` },
        { labels: { ...series.labels }, value: series.count, metricName: `${this.name}_count` },
      );
    }
    return Promise.resolve({
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    });
  }
}
