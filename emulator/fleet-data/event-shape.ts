/** An event as the platform sends it (spec 2.1). Optional fields are absent on some events. */
export interface PlatformEvent {
  id: number;
  companyId: number;
  companyVersion?: number;
  deviceId: number;
  deviceVersion?: number;
  vehicleId: number;
  vehicleVersion?: number;
  tripId: number;
  type: string;
  action: string;
  location: string;
  timeAt: number;
  createdAt: string;
  odometer: number;
  origin: string;
  attributes: Record<string, string>;
  GPS: { valid: boolean; Lat: number; Lng: number; At: number };
}
