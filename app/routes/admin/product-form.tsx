export default function Page() {
  return <h1>product-form</h1>;
}
