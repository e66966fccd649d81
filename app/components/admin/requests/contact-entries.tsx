// The visitor's e-mail and phone in a request's details, as links staff can use at once.
export function ContactEntries({ email, phone }: { email: string; phone: string }) {
  return (
    <>
      <div>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
        </dd>
      </div>
    </>
  );
}
