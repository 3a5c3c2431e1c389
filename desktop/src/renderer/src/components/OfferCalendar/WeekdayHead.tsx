import { WEEKDAY_NAMES } from "./monthGrid";

/** The weekday names over a month grid, Monday first (the offer calendar and the host calendar). */
export const WeekdayHead = () => (
  <thead>
    <tr>
      {WEEKDAY_NAMES.map((name) => (
        <th key={name} scope="col">
          {name}
        </th>
      ))}
    </tr>
  </thead>
);
