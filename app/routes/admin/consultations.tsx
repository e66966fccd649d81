export default function Page() {
  return <h1>consultations</h1>;
}
