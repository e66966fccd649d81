import { CONSULTATION_SERVICE_TYPES, type ConsultationServiceType } from "#contract/enums";

/** The booking form's choices in the API's order, each with the name a visitor reads in the page's language. */
export function serviceTypeOptions(
  labels: Readonly<Record<ConsultationServiceType, string>>,
): { value: ConsultationServiceType; label: string }[] {
  return CONSULTATION_SERVICE_TYPES.map((value) => ({ value, label: labels[value] }));
}
