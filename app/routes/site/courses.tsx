export default function Page() {
  return <h1>courses</h1>;
}
