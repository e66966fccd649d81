import { en } from "#app/lib/messages.en.ts";
import { CONSULTATION_SERVICE_TYPES, type ConsultationServiceType } from "#contract/enums";

/** The booking form's choices in the API's order, each with the name a visitor reads. */
export const SERVICE_TYPE_OPTIONS: { value: ConsultationServiceType; label: string }[] =
  CONSULTATION_SERVICE_TYPES.map((value) => ({ value, label: en.consultation.serviceTypeLabels[value] }));
