"""`layoutviz mcp` driven by the official MCP Python SDK (PyPI `mcp`, installed into .venv by
setup.sh). Run by Tests/LayoutVizCLITests/MCPServerTests.swift:

    .venv/bin/python Tests/MCP/test_mcp_server.py --layoutviz .build/debug/layoutviz

Each check prints one line; the first failure ends the run with exit code 1 and says why.
"""

import argparse
import asyncio
import jsonschema
import base64
import json
import os
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import uuid

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = {"devices", "list_previews", "render_preview", "elements", "explain", "check", "render_snippet", "golden_verify"}


class Failure(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise Failure(message)


def png_size(data):
    expect(data[:8] == b"\x89PNG\r\n\x1a\n", "the image is not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def workers_alive(tag):
    """Processes whose environment carries the test's tag: the server and its preview workers."""
    alive = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                if tag.encode() in f.read():
                    alive.append(int(pid))
        except OSError:
            pass
    return alive


def wait_until_gone(tag, seconds=15):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if not workers_alive(tag):
            return True
        time.sleep(0.2)
    return False


class Run:
    def __init__(self, layoutviz, workspace, tag):
        self.layoutviz = layoutviz
        self.workspace = workspace
        self.tag = tag

    def params(self, *extra):
        env = dict(os.environ)
        env["LAYOUTVIZ_MCP_TEST_TAG"] = self.tag
        return StdioServerParameters(command=self.layoutviz, args=["mcp", self.workspace, "--timeout", "8", "--quiet", *extra], env=env,
                                     cwd=self.workspace)

    async def session_checks(self):
        async with stdio_client(self.params()) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                expect(init.server_info.name == "layoutviz", f"server name {init.server_info.name}")
                print(f"ok initialize: protocol {init.protocol_version}")

                tools = await session.list_tools()
                names = {t.name for t in tools.tools}
                schemas = {t.name: t.output_schema for t in tools.tools}

                def valid(name, result):
                    jsonschema.validate(result.structured_content, schemas[name])
                    return result
                expect(names == TOOLS, f"tools {sorted(names)}")
                for t in tools.tools:
                    expect(t.input_schema.get("type") == "object" and t.output_schema and t.output_schema.get("type") == "object",
                           f"{t.name}'s schemas")
                print(f"ok tools/list: {len(names)} tools with input and output schemas (each answer below validated against its output schema)")

                listed = valid("list_previews", await session.call_tool("list_previews", {}))
                previews = listed.structured_content["previews"]
                expect({(p["file"], p["name"]) for p in previews} >= {("Views.swift", "Greeting"), ("Views.swift", "Dark greeting"), ("Loop.swift", "Forever")},
                       f"previews {previews}")
                expect(json.loads(listed.content[0].text) == listed.structured_content, "the text content is the structured content's JSON")
                print(f"ok list_previews: {len(previews)} previews")

                # A picture, decoded, and the same bytes as the CLI's.
                shot = valid("render_preview", await session.call_tool("render_preview", {"file": "Views.swift", "preview": "Greeting", "device": "iphone-17"}))
                expect(not shot.is_error, f"render failed: {shot.content}")
                images = [c for c in shot.content if c.type == "image"]
                expect(len(images) == 1 and images[0].mime_type == "image/png", "one PNG image in the content")
                png = base64.b64decode(images[0].data)
                w, h = png_size(png)
                expect((w, h) == (1206, 2622), f"picture size {w}x{h}")
                expect((shot.structured_content["width"], shot.structured_content["height"]) == (w, h), "structured size")
                with open(shot.structured_content["path"], "rb") as f:
                    expect(f.read() == png, "the file on disk is the picture returned")
                cli_out = tempfile.mkdtemp()
                cli = subprocess.run([self.layoutviz, "preview", os.path.join(self.workspace, "Views.swift"), "--device", "iphone-17", "--out", cli_out,
                                      "--quiet"], capture_output=True, timeout=300)
                expect(cli.returncode == 0, f"layoutviz preview failed: {cli.stderr.decode()}")
                cli_png = None
                for root, _, files in os.walk(cli_out):
                    for name in files:
                        if name == "iphone-17-portrait.png" and os.path.basename(root) == "greeting":
                            with open(os.path.join(root, name), "rb") as f:
                                cli_png = f.read()
                shutil.rmtree(cli_out)
                expect(cli_png == png, "the MCP picture is byte for byte the CLI's")
                print(f"ok render_preview: {w}x{h} PNG, the same bytes as layoutviz preview")

                # The widget options reach the configuration: the file name adds them; a wrong value is named.
                widget = valid("render_preview", await session.call_tool("render_preview", {"file": "Views.swift", "preview": "Greeting",
                                                                                         "widgetContext": "home", "widgetAppearance": "tinted"}))
                expect(widget.structured_content["path"].endswith("iphone-17-portrait-home-tinted.png"), widget.structured_content["path"])
                try:
                    wrong = await session.call_tool("render_preview", {"file": "Views.swift", "widgetAppearance": "tint"})
                    expect(wrong.is_error and "unknown --widget-appearance 'tint'" in wrong.content[0].text, f"{wrong.content}")
                except MCPError as e:
                    expect("widget-appearance" in e.message, e.message)
                print("ok widget options: widgetContext and widgetAppearance")

                # The picture is a resource of the session, readable whole; nothing else is.
                links = [c for c in shot.content if c.type == "resource_link"]
                expect(len(links) == 1 and str(links[0].uri).startswith("file://"), f"a resource link: {links}")
                resources = await session.list_resources()
                expect(str(links[0].uri) in [str(r.uri) for r in resources.resources], "the picture is listed")
                read = await session.read_resource(links[0].uri)
                expect(base64.b64decode(read.contents[0].blob) == png, "the resource is the picture")
                try:
                    await session.read_resource("file:///etc/passwd")
                    raise Failure("a file not drawn was read")
                except MCPError as e:
                    expect(e.code == -32002, f"{e.code} {e.message}")
                print("ok resources: the picture listed and read; a file not drawn refused")

                # Elements and explanations as structured JSON.
                elements = valid("elements", await session.call_tool("elements", {"file": "Views.swift", "preview": 0}))
                said = [e["description"] for e in elements.structured_content["elements"]]
                expect("Hello, Ada. Heading." not in said and "Hello, Ada" in said and "Continue. Button." in said, f"elements {said}")
                explained = valid("explain", await session.call_tool("explain", {"file": "Views.swift", "preview": "Greeting", "view": "Text"}))
                expect(len(explained.structured_content["steps"]) > 0, "explain steps")
                print(f"ok elements and explain: {len(said)} elements")

                checked = valid("check", await session.call_tool("check", {"file": "Views.swift"}))
                expect(isinstance(checked.structured_content["findings"], list), "check findings")
                print(f"ok check: {len(checked.structured_content['findings'])} findings")

                # Goldens: recorded when asked, then verified.
                recorded = valid("golden_verify", await session.call_tool("golden_verify", {"file": "Views.swift", "preview": "Greeting", "record": "missing"}))
                expect([c["status"] for c in recorded.structured_content["cells"]] == ["recorded"], f"goldens: {recorded.structured_content}")
                verified = await session.call_tool("golden_verify", {"file": "Views.swift", "preview": "Greeting"})
                expect([c["status"] for c in verified.structured_content["cells"]] == ["passed"] and verified.structured_content["failed"] == 0,
                       f"goldens: {verified.structured_content}")
                print("ok golden_verify: recorded, then passed")

                # An edit: the next picture is the new code's, and the session says it rebuilt.
                views = os.path.join(self.workspace, "Views.swift")
                with open(views) as f:
                    source = f.read()
                with open(views, "w") as f:
                    f.write(source.replace('var name = "Ada"', 'var name = "Edsger Wybe Dijkstra"'))
                heard = []
                async def on_progress(progress, total, message):
                    heard.append(message)
                edited = await session.call_tool("render_preview", {"file": "Views.swift", "preview": "Greeting"}, progress_callback=on_progress)
                new_png = base64.b64decode([c for c in edited.content if c.type == "image"][0].data)
                expect(new_png != png, "an edited file draws anew")
                expect("a file changed: rebuilding" in heard, f"progress heard: {heard}")
                changed = await session.call_tool("golden_verify", {"file": "Views.swift", "preview": "Greeting"})
                cell = changed.structured_content["cells"][0]
                expect(cell["status"] == "failed" and changed.structured_content["failed"] == 1 and "expected" in cell["artifacts"], f"changed golden: {cell}")
                after = await session.call_tool("elements", {"file": "Views.swift"})
                expect("Hello, Edsger Wybe Dijkstra" in [e["description"] for e in after.structured_content["elements"]], "the edit's text")
                print("ok edit: the file's new text is drawn")

                # A snippet, not saved.
                snippet = valid("render_snippet", await session.call_tool("render_snippet", {"code": 'Greeting(name: "Snippet").padding()'}))
                expect(not snippet.is_error, f"snippet failed: {snippet.content}")
                png_size(base64.b64decode([c for c in snippet.content if c.type == "image"][0].data))
                broken = await session.call_tool("render_snippet", {"code": "Text(42 +)"})
                expect(broken.is_error and "does not compile" in broken.content[0].text, f"broken snippet: {broken.content}")
                print("ok render_snippet: drawn, and a broken one named as not compiling")

                # Paths stay inside the workspace; unknown tools and arguments are protocol errors.
                for bad in ["../outside.swift", "/etc/passwd"]:
                    try:
                        await session.call_tool("render_preview", {"file": bad})
                        raise Failure(f"{bad} was not refused")
                    except MCPError as e:
                        expect("outside the workspace" in e.message, e.message)
                os.symlink("/etc", os.path.join(self.workspace, "escape"))
                try:
                    await session.call_tool("elements", {"file": "escape/passwd"})
                    raise Failure("a symbolic link out was not refused")
                except MCPError as e:
                    expect("outside the workspace" in e.message, e.message)
                for name, args in [("nope", {}), ("render_preview", {"file": "Views.swift", "colour": "red"}), ("render_preview", {})]:
                    try:
                        await session.call_tool(name, args)
                        raise Failure(f"{name} {args} was not refused")
                    except MCPError as e:
                        expect(e.code == -32602, f"{name}: {e.code} {e.message}")
                print("ok refusals: paths out of the workspace, symbolic links out, unknown tools and arguments")

                # Overlapping calls all answer; a looping preview is stopped while others answer.
                started = time.time()
                loop = asyncio.ensure_future(session.call_tool("render_preview", {"file": "Loop.swift"}))
                await asyncio.sleep(0.5)
                devices = valid("devices", await session.call_tool("devices", {}))
                expect(not loop.done(), "the looping preview was still running when devices answered")
                expect(any(d["id"] == "iphone-17" for d in devices.structured_content["devices"]), "devices")
                others = await asyncio.gather(*[session.call_tool("elements", {"file": "Views.swift", "preview": p}) for p in (0, 1)])
                stopped = await loop
                expect(stopped.is_error and "did not finish within 8 s" in stopped.content[0].text, f"loop: {stopped.content}")
                expect(all(not o.is_error for o in others), "calls queued behind the loop answer")
                print(f"ok overlap and time limit: devices answered during the loop; the loop stopped after {time.time() - started:.1f} s; queued calls answered")

    async def end_of_input(self):
        async with stdio_client(self.params()) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                await session.call_tool("render_preview", {"file": "Views.swift"})
                expect(len(workers_alive(self.tag)) >= 2, "the server and a worker run")
        expect(wait_until_gone(self.tag), f"processes left after the client closed: {workers_alive(self.tag)}")
        print("ok end of input: the server and its workers are gone")

    def killed_server(self):
        env = dict(os.environ)
        env["LAYOUTVIZ_MCP_TEST_TAG"] = self.tag
        p = subprocess.Popen([self.layoutviz, "mcp", self.workspace, "--quiet"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        def send(message):
            p.stdin.write((json.dumps(message) + "\n").encode())
            p.stdin.flush()
            return json.loads(p.stdout.readline())
        send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                                                                           "clientInfo": {"name": "raw", "version": "1"}}})
        answer = send({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "elements", "arguments": {"file": "Views.swift"}}})
        expect("result" in answer, f"elements over raw JSON-RPC: {answer}")
        expect(send({"jsonrpc": "2.0", "id": 3, "method": "nope"})["error"]["code"] == -32601, "an unknown method")
        expect(len(workers_alive(self.tag)) >= 2, "the server and a worker run")
        p.send_signal(signal.SIGKILL)
        p.wait()
        expect(wait_until_gone(self.tag), f"workers left after the server was killed: {workers_alive(self.tag)}")
        print("ok killed server: its workers end with it")


    async def http_checks(self):
        env = dict(os.environ)
        env["LAYOUTVIZ_MCP_TEST_TAG"] = self.tag
        p = subprocess.Popen([self.layoutviz, "mcp", self.workspace, "--http", "127.0.0.1:0", "--quiet"], stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
        try:
            line = p.stderr.readline().decode()
            expect("serving http://127.0.0.1:" in line, f"the server's first line: {line!r}")
            url = line.split("serving ")[1].strip()
            port = int(url.split(":")[2].split("/")[0])
            async with streamable_http_client(url) as streams:
                async with ClientSession(streams[0], streams[1]) as session:
                    init = await session.initialize()
                    shot = await session.call_tool("render_preview", {"file": "Views.swift", "preview": "Dark greeting"})
                    png = base64.b64decode([c for c in shot.content if c.type == "image"][0].data)
                    expect(png_size(png) == (1206, 2622), "the HTTP picture")
            import http.client
            def status(method, host, origin=None, body=b"{}"):
                c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                headers = {"Host": host, "Content-Type": "application/json"}
                if origin:
                    headers["Origin"] = origin
                c.request(method, "/mcp", body=body if method == "POST" else None, headers=headers)
                return c.getresponse().status
            expect(status("POST", "evil.example:80") == 403, "a foreign Host is refused")
            expect(status("POST", f"127.0.0.1:{port}", origin="http://evil.example") == 403, "a foreign Origin is refused")
            expect(status("GET", f"localhost:{port}") == 405, "GET has no stream")
            ping = json.dumps({"jsonrpc": "2.0", "id": 9, "method": "ping"}).encode()
            expect(status("POST", f"localhost:{port}", body=ping) == 200, "a ping")
            expect(status("POST", f"localhost:{port}", body=json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}).encode()) == 202,
                   "a notification is accepted")
            print(f"ok HTTP: protocol {init.protocol_version}, a picture over streamable HTTP; foreign Host and Origin refused")
        finally:
            p.terminate()
            p.wait()
        expect(wait_until_gone(self.tag), f"processes left after the HTTP server stopped: {workers_alive(self.tag)}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutviz", required=True)
    args = parser.parse_args()
    workspace = tempfile.mkdtemp(prefix="layoutviz-mcp-")
    try:
        for name in os.listdir(os.path.join(HERE, "workspace")):
            shutil.copy(os.path.join(HERE, "workspace", name), workspace)
        run = Run(os.path.abspath(args.layoutviz), workspace, "lvmcp-" + uuid.uuid4().hex)
        asyncio.run(run.session_checks())
        asyncio.run(run.end_of_input())
        run.killed_server()
        asyncio.run(run.http_checks())
    except Failure as f:
        print(f"FAILED: {f}")
        sys.exit(1)
    finally:
        shutil.rmtree(workspace, ignore_errors=True)


if __name__ == "__main__":
    main()
