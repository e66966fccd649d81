// The demo's consultation hours, so that the demo site shows the slot picker: Monday to Saturday, morning and
// afternoon, in IST. Every demo service is free: a paid one would be held for a payment the site cannot take yet.
import type { AvailabilityInput } from "#contract/schemas/slots";

const DAY = [
  { start: "10:00", end: "13:00" },
  { start: "14:00", end: "18:00" },
];

export const DEMO_AVAILABILITY: AvailabilityInput = {
  timezone: "Asia/Kolkata",
  weekly_hours: {
    monday: DAY,
    tuesday: DAY,
    wednesday: DAY,
    thursday: DAY,
    friday: DAY,
    saturday: [{ start: "10:00", end: "14:00" }],
    sunday: [],
  },
  slot_minutes: 60,
  buffer_minutes: 15,
  min_notice_minutes: 240,
  days_ahead: 60,
  closed_dates: [],
  open_dates: [],
  services: [
    { service_type: "vastu_audit", minutes: 90, fee_paise: 0, where: "office" },
    { service_type: "numerology", minutes: 45, fee_paise: 0, where: "online" },
    { service_type: "land_selection", minutes: 120, fee_paise: 0, where: "site" },
  ],
  hold_minutes: 30,
  change_notice_minutes: 24 * 60,
  reminder_minutes: [24 * 60, 120],
  meeting_link: "https://meet.example.org/academy-consultation",
};
