/** One line or one set of bars of a chart (and one column of its table). */
export interface ChartSeries {
  label: string;
  /** One value per `x`; `null` leaves a gap. */
  values: readonly (number | null)[];
  /** Defaults to the palette colour of its position. */
  color?: string;
}
