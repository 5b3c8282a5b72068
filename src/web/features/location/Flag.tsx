import { flagOf } from './flagOf';
import './flag.css';

/** A country's flag in a list row, decorative (the name beside it says which country it is). */
export function Flag({ country }: { country: string }) {
  return (
    <span className="tw-flag" aria-hidden="true">
      {flagOf(country)}
    </span>
  );
}
