/**
 * A width for an outlined field wide enough for its label, which sits in the outline at 12 px (about 6.6 px
 * a character) and is cut where the field ends: a fixed 170 px cut "Límite de velocidad (km/h)", a fixed
 * 130 px "Paradas de al menos (min)". At least `min` px, for the value.
 */
export const labelledFieldWidth = (label: string, min: number) =>
  Math.max(min, Math.ceil(label.length * 6.6) + 40);
