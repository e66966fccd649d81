export default function Page() {
  return <h1>inquiries</h1>;
}
