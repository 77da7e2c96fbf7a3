/** At most one decimal, without a trailing `.0` (`-71`, `41.5`). */
const oneDecimal = (value: number) => String(Number(value.toFixed(1)));

/** A signal level: `-71 dBm`. */
export const formatDbm = (value: number) => `${oneDecimal(value)} dBm`;
/** A ratio in decibels: `12 dB`. */
export const formatDb = (value: number) => `${oneDecimal(value)} dB`;
/** A temperature: `41.5 °C`. */
export const formatCelsius = (value: number) => `${oneDecimal(value)} °C`;
/** A share given in percent: `35 %`. */
export const formatPercent = (value: number) => `${oneDecimal(value)} %`;
/** A plain number: `12`, `3.5`. */
export const formatNumber = oneDecimal;
