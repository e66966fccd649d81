// A consultation's service as a visitor reads it in their language ("Vastu Audit", "वास्तु ऑडिट"), or the word for a
// consultation when the booking named none: for the mails and documents of a booking's fee.
import type { ConsultationServiceType } from "../enums";
import type { Locale } from "../locales";
import { hiConsultation } from "./hi/consultation";
import { en } from "./messages.en";

export function consultationServiceLabel(serviceType: string | null, locale: Locale): string {
  const labels = locale === "hi" ? hiConsultation.serviceTypeLabels : en.consultation.serviceTypeLabels;
  const label = serviceType ? labels[serviceType as ConsultationServiceType] : undefined;
  return label ?? (locale === "hi" ? "परामर्श" : "Consultation");
}
