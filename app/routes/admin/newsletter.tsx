export default function Page() {
  return <h1>newsletter</h1>;
}
