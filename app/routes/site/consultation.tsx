export default function Page() {
  return <h1>consultation</h1>;
}
