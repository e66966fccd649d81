export default function Page() {
  return <h1>change-password</h1>;
}
