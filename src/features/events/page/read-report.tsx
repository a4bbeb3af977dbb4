import { Alert, AlertTitle, Button, Collapse, List, ListItem, Stack, Typography } from '@mui/material';
import { memo, useState } from 'react';
import type { StoreReport } from '../data/store-report';

const n = (count: number) => count.toLocaleString();
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

/** "odometer (300), vehicleId (12)": most first. */
function byField(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([field, count]) => `${field} (${n(count)})`)
    .join(', ');
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * Everything the API sent that is not simply shown, accounted for: items that are not events, repeats
 * merged, events from outside the window (with a way to show them), fields read leniently or unreadable,
 * fields the spec does not list. Silent when there is nothing to say.
 */
export const ReadReport = memo(function ReadReport({
  report,
  showOutside,
  onShowOutside,
}: {
  report: StoreReport;
  showOutside: boolean;
  onShowOutside: (show: boolean) => void;
}) {
  const [details, setDetails] = useState(false);
  const lenient = total(report.lenient);
  const nulls = total(report.nulls);
  const unreadable = total(report.unreadable);
  const unknown = Object.keys(report.unknownFields).length;
  const mostlySeconds = report.secondsLike > 0 && report.secondsLike * 2 >= report.received;
  return (
    <Stack spacing={1}>
      {report.skippedCount > 0 && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setDetails((v) => !v)}
              aria-expanded={details}
            >
              {details ? 'Hide' : 'Details'}
            </Button>
          }
        >
          <AlertTitle>
            {report.skippedCount === 1
              ? '1 event could not be read'
              : `${n(report.skippedCount)} events could not be read`}
          </AlertTitle>
          Without an id, a type and a time they cannot be shown; everything else is.
          <Collapse in={details}>
            <List dense>
              {report.skipped.slice(0, 50).map((item) => (
                <ListItem key={`${item.day}-${item.index}`} disableGutters>
                  {item.day}, item {item.index + 1}: {item.reason}
                </ListItem>
              ))}
            </List>
          </Collapse>
        </Alert>
      )}
      {report.outside > 0 && (
        <Alert
          severity={mostlySeconds || report.farAway > 0 ? 'warning' : 'info'}
          action={
            <Button color="inherit" size="small" onClick={() => onShowOutside(!showOutside)}>
              {showOutside ? 'Hide them' : 'Show them anyway'}
            </Button>
          }
        >
          {plural(report.outside, 'event', 'events')} the API sent {report.outside === 1 ? 'is' : 'are'}{' '}
          outside the window{showOutside ? ' and shown anyway' : ' and not shown'}.
          {mostlySeconds &&
            ` Most of the API's times read as seconds, not milliseconds: this region's API may send timeAt in seconds (its config's dialect.timeUnit would then be "s").`}
          {!mostlySeconds &&
            report.farAway > 0 &&
            ` ${plural(report.farAway, 'is', 'are')} more than ten years away from the window: the API's times may be in another unit.`}
        </Alert>
      )}
      {(report.duplicates > 0 ||
        lenient + nulls + unreadable > 0 ||
        unknown > 0 ||
        report.inexactIds > 0) && (
        <Typography
          variant="body2"
          color="text.secondary"
          component="div"
          aria-label="How the events were read"
        >
          {report.duplicates > 0 && (
            <div>
              {plural(report.duplicates, 'repeat', 'repeats')} of an event (same type and id) kept once.
            </div>
          )}
          {unreadable > 0 && <div>Unreadable fields, shown as sent: {byField(report.unreadable)}.</div>}
          {lenient > 0 && (
            <div>Read leniently (numbers as text, typed attributes): {byField(report.lenient)}.</div>
          )}
          {nulls > 0 && <div>Sent as null, read as absent: {byField(report.nulls)}.</div>}
          {unknown > 0 && (
            <div>
              Fields the spec does not list, kept in the detail view: {byField(report.unknownFields)}.
            </div>
          )}
          {report.exactIds > 0 && (
            <div>{plural(report.exactIds, 'id', 'ids')} beyond 2^53 kept digit for digit.</div>
          )}
          {report.inexactIds > 0 && (
            <div>
              {plural(report.inexactIds, 'id', 'ids')} beyond 2^53 could not be kept exactly by this browser;
              those events are marked.
            </div>
          )}
        </Typography>
      )}
    </Stack>
  );
});
