import { WEEKDAY_KEYS, weekdayNames } from "./monthGrid";

/** The weekday names over a month grid, Monday first (the offer calendar and the host calendar). */
export const WeekdayHead = () => (
  <thead>
    <tr>
      {weekdayNames().map((name, index) => (
        <th key={WEEKDAY_KEYS[index]} scope="col">
          {name}
        </th>
      ))}
    </tr>
  </thead>
);
