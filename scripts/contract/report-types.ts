/** The contract check's findings: written as JSON as they are, and as Markdown for people. */

export interface CallRecord {
  /** What the call was for, in words. */
  purpose: string;
  method: 'GET' | 'POST';
  /** Path and query after the base URL; never a credential (those go in headers or form bodies). */
  target: string;
  status: number | null;
  ms: number;
  bytes: number;
  /** The body's shape in words: "array of 12 objects", "object {status, error, message}", ... */
  shape: string;
  error?: string;
}

export type Verdict = 'ok' | 'absent' | 'null' | 'numberAsText' | 'unreadable';

export interface FieldTally {
  field: string;
  kind: string;
  ok: number;
  absent: number;
  null: number;
  numberAsText: number;
  unreadable: number;
  /** attributes: events whose values include JSON numbers, booleans or null (the reader keeps them). */
  typedValues?: number;
  /** Integers beyond 2^53, which JSON.parse may change. */
  unsafeIntegers?: number;
  /** A few of the values that were not of the spec's type, as sent. */
  examples: string[];
}

export interface FieldsReport {
  events: number;
  notObjects: number;
  /** Items without a readable id, type or timeAt: the app cannot show them. */
  unidentifiable: number;
  fields: FieldTally[];
  unknownFields: Record<string, number>;
}

export interface TimeUnitReport {
  verdict: 'ms' | 's' | 'unknown';
  timeAt: { ms: number; s: number; neither: number };
  gpsAt: { ms: number; s: number; neither: number };
  note: string;
}

export interface FormResult {
  form: 'date' | 'iso-z' | 'iso-offset';
  example: string;
  status: number | null;
  /** Accepted (2xx) and answered with exactly the asked window (the probe event in, nothing outside). */
  honoured: boolean;
  note: string;
}

export interface Outcome {
  probe: string;
  target: string;
  status: number | null;
  shape: string;
  message?: string;
}

export interface ConstraintResult {
  name: 'vehicleIds' | 'deviceIds' | 'fleetIds' | 'tripIds';
  param: string;
  verdict: 'confirmed' | 'ignored' | 'refused' | 'not checked';
  note: string;
}

export interface DialectRecommendation {
  inclusiveTo: boolean;
  isoTimestamps: boolean;
  timeUnit: 'ms' | 's';
}

export interface ContractReport {
  region: string;
  apiBaseUrl: string;
  startedAt: string;
  finishedAt: string;
  /** How the check signed in, in words (never the secret). */
  credentials: string;
  sample: { date: string; types: string[]; events: number; vehicleId: number | null; narrowedBy: string };
  events: FieldsReport;
  timeUnit: TimeUnitReport;
  inclusiveTo: { verdict: boolean | null; evidence: string };
  timestampForms: FormResult[];
  errors: Outcome[];
  constraints: ConstraintResult[];
  recommendation: {
    dialect: DialectRecommendation;
    constraintParams: Partial<Record<ConstraintResult['name'], string>>;
    notes: string[];
  };
  problems: string[];
  calls: CallRecord[];
}
